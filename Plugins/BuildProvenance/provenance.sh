#!/bin/sh
# Writes GeneratedBuildProvenance.swift into $2: the commit of the git repository whose top
# folder is the package folder $1 (not a repository the package merely sits in), and whether
# tracked files differ from it. Without git or a repository of its own: unknown (nil).
package="$1"
output="$2"
commit=""
dirty="nil"
if command -v git >/dev/null 2>&1; then
    top=$(git -C "$package" rev-parse --show-toplevel 2>/dev/null)
    if [ -n "$top" ] && [ "$(cd "$top" && pwd -P)" = "$(cd "$package" && pwd -P)" ]; then
        commit=$(git -C "$package" rev-parse HEAD 2>/dev/null)
        if [ -n "$commit" ]; then
            if [ -n "$(git -C "$package" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
                dirty="true"
            else
                dirty="false"
            fi
        fi
    fi
fi
if [ -n "$commit" ]; then commit="\"$commit\""; else commit="nil"; fi
mkdir -p "$output"
text="// Written by Plugins/BuildProvenance before each build; not in the repository.
enum GeneratedBuildProvenance {
    static let commit: String? = $commit
    static let dirty: Bool? = $dirty
}"
file="$output/GeneratedBuildProvenance.swift"
if [ ! -f "$file" ] || [ "$(cat "$file")" != "$text" ]; then
    printf '%s\n' "$text" > "$file"
fi
