import Foundation

/// The timings of a run as files in hyperfine's manner (`--export-json`,
/// `--export-csv`, `--export-markdown`): one result per stage, in seconds
/// (milliseconds in Markdown), with the clock, warm-up, runs and load.
struct BenchExport {
    /// What was timed: the model or shape, and the strategy.
    var subject: String
    var strategy: String
    var clock: BenchClock
    var warmup: Int
    var runs: Int
    /// Load averages at the start and the end (`/proc/loadavg`).
    var loadBefore: String
    var loadAfter: String
    var stages: StageSamples

    /// One stage's summary.
    struct Summary {
        var stage: String
        var mean: Double
        var stddev: Double
        var median: Double
        var p90: Double
        var min: Double
        var max: Double
        var times: [Double]
    }

    var summaries: [Summary] {
        stages.names.compactMap { name in
            let times = stages.seconds(name)
            guard !times.isEmpty, let median = stages.median(name)?.seconds, let p90 = stages.p90(name)?.seconds else { return nil }
            let mean = times.reduce(0, +) / Double(times.count)
            // The sample standard deviation (n − 1), as hyperfine reports it; 0 for one run.
            let variance = times.count > 1 ? times.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(times.count - 1) : 0
            return Summary(
                stage: name.trimmingCharacters(in: .whitespaces), mean: mean, stddev: variance.squareRoot(), median: median,
                p90: p90, min: times.min()!, max: times.max()!, times: times)
        }
    }

    var json: String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func number(_ value: Double) -> String { "\(value)" }
        let results = summaries.map { summary in
            "    {\"command\": \(quoted(summary.stage)), \"mean\": \(number(summary.mean)), \"stddev\": \(number(summary.stddev)), "
                + "\"median\": \(number(summary.median)), \"p90\": \(number(summary.p90)), \"min\": \(number(summary.min)), "
                + "\"max\": \(number(summary.max)), \"times\": [\(summary.times.map(number).joined(separator: ", "))]}"
        }
        return """
            {
              "subject": \(quoted(subject)), "strategy": \(quoted(strategy)), "clock": \(quoted(clock.rawValue)), \
            "warmup": \(warmup), "runs": \(runs),
              "load_average_before": \(quoted(loadBefore)), "load_average_after": \(quoted(loadAfter)),
              "results": [
            \(results.joined(separator: ",\n"))
              ]
            }

            """
    }

    var csv: String {
        (["command,mean,stddev,median,p90,min,max"]
            + summaries.map { s in
                [s.stage, "\(s.mean)", "\(s.stddev)", "\(s.median)", "\(s.p90)", "\(s.min)", "\(s.max)"].joined(separator: ",")
            }).map { $0 + "\n" }.joined()
    }

    var markdown: String {
        func ms(_ seconds: Double) -> String { String(format: "%.3f", seconds * 1000) }
        let header = "| Stage | Mean [ms] | Median [ms] | p90 [ms] | Min [ms] | Max [ms] |\n|:---|---:|---:|---:|---:|---:|\n"
        let rows = summaries.map { s in
            "| `\(s.stage)` | \(ms(s.mean)) ± \(ms(s.stddev)) | \(ms(s.median)) | \(ms(s.p90)) | \(ms(s.min)) | \(ms(s.max)) |\n"
        }
        return header + rows.joined()
            + "\n\(subject), strategy \(strategy); \(clock.rawValue) clock, \(runs) runs after \(warmup) warm-up; load \(loadBefore) → \(loadAfter).\n"
    }

    /// Writes each export asked for.
    func write(json jsonPath: String?, csv csvPath: String?, markdown markdownPath: String?) throws {
        for (path, text) in [(jsonPath, json), (csvPath, csv), (markdownPath, markdown)] {
            guard let path else { continue }
            do {
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                throw BenchmarkFailure(description: "\(path): cannot write the file (\(error.localizedDescription))")
            }
        }
    }
}
