/// Where a ``ViewReader`` and its copies put their notes.
final class NoteSink {
    var notes: [ImportNote] = []
}
