#!/usr/bin/env python3
"""Imports the SwiftUI views of one app into Models/apps/APP/ (docs/import.md, "The corpus").

Run by hand, never in CI:

    python3 Models/apps/import_app.py --repo-dir CHECKOUT --app NAME --url github.com/OWNER/REPO \
        --licence SPDX [--title NAME] [--subdir PATH] [--layoutlp .build/debug/layoutlp]

CHECKOUT is a git repository of the app (any checkout; its HEAD is what is
read). Every Swift file under --subdir is copied flat into a temporary
folder (a name used twice gets its folder's name in front), every
`struct V: View` is imported by one `layoutlp import ALL.swift --all-views
FOLDER --placeholder 44x44` (the files parsed once), and the models with at least three nodes that are not
only placeholders are written to Models/apps/NAME/V.json with: Texts of more
than three words replaced by x's of the same length, and a description that
names the repository, commit, file, line and licence; each view's `source`
names its file in the repository, line and column. No Swift source of the
app is written. Prints what was found, imported and kept, and each failure.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

VIEW = re.compile(r'^\s*(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final)\s+)*struct\s+(\w+)\s*(?:<[^>]*>)?\s*:\s*(?:SwiftUI\.)?View\b')


def git(repo, *arguments):
    return subprocess.check_output(['git', '-C', repo, *arguments]).decode('utf-8', 'replace')


def placeholder(text):
    return text if len(text.split(' ')) <= 3 else re.sub(r'\S', 'x', text)


def mask_texts(node):
    if isinstance(node, dict):
        if node.get('type') == 'Text' and isinstance(node.get('text'), str):
            node['text'] = placeholder(node['text'])
        for value in node.values():
            mask_texts(value)
    elif isinstance(node, list):
        for value in node:
            mask_texts(value)


def relocate_sources(node, folder, original):
    """Each view's `source` (`FOLDER/flat.swift:line:column`) as the file's path in the app's repository."""
    if isinstance(node, dict):
        source = node.get('source')
        if isinstance(source, str) and source.startswith(folder + '/'):
            flat, _, place = source[len(folder) + 1:].partition(':')
            node['source'] = original.get(flat, flat) + ':' + place
        for value in node.values():
            relocate_sources(value, folder, original)
    elif isinstance(node, list):
        for value in node:
            relocate_sources(value, folder, original)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument('--repo-dir', required=True)
    parser.add_argument('--app', required=True, help='the folder under Models/apps/')
    parser.add_argument('--title', help='the app as the descriptions name it (default: --app)')
    parser.add_argument('--url', required=True)
    parser.add_argument('--licence', required=True)
    parser.add_argument('--subdir', default='')
    parser.add_argument('--layoutlp', default='.build/debug/layoutlp')
    arguments = parser.parse_args()
    title = arguments.title or arguments.app
    commit = git(arguments.repo_dir, 'rev-parse', 'HEAD').strip()
    paths = [p for p in git(arguments.repo_dir, 'ls-tree', '-r', '--name-only', 'HEAD').split('\n')
             if p.endswith('.swift') and p.startswith(arguments.subdir)]
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), arguments.app)
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        where, flat_names, original = {}, set(), {}
        for path in paths:
            text = git(arguments.repo_dir, 'show', f'HEAD:{path}')
            name = os.path.basename(path)
            if name in flat_names:
                name = os.path.basename(os.path.dirname(path)) + '-' + name
            flat_names.add(name)
            original[name] = path
            with open(os.path.join(folder, name), 'w') as file:
                file.write(text)
            for number, line in enumerate(text.split('\n'), 1):
                match = VIEW.match(line)
                if match and match.group(1) not in where:
                    where[match.group(1)] = (path, number)
        files = sorted(os.path.join(folder, n) for n in flat_names)
        # One process parses the app's files once and imports every View
        # (`layoutlp import --all-views`); failures come back as `V: error: …`.
        models = os.path.join(folder, 'models')
        result = subprocess.run([arguments.layoutlp, 'import', *files, '--all-views', models, '--placeholder', '44x44'],
                                capture_output=True, text=True)
        imported, kept, failures = 0, 0, []
        for line in result.stderr.split('\n'):
            match = re.match(r'layoutlp: (\w+): error: (.*)', line)
            if match and match.group(1) in where:
                failures.append((match.group(1), match.group(2).replace(folder + '/', '')))
        for view, (path, line) in sorted(where.items()):
            model_path = os.path.join(models, view + '.json')
            if not os.path.exists(model_path):
                continue
            imported += 1
            with open(model_path) as file:
                model = json.load(file)
            root = json.dumps(model['root'])
            if root.count('"type"') < 3 or root.count('"Fixed"') >= root.count('"type"'):
                continue
            mask_texts(model['root'])
            relocate_sources(model['root'], folder, original)
            notes = model.get('description', '').split(' Not a literal translation: ', 1)
            model['description'] = (
                f"A screen of {title}, imported by layoutlp import: source {arguments.url} at commit {commit}, "
                f"{path}:{line} (view {view}); licence {arguments.licence}. No Swift source of theirs is kept; Texts of "
                f"more than three words are replaced by x's of the same length. Views from other files of the app are "
                f"inlined; --placeholder 44x44 stands in for what the model cannot hold. No expected frames: the model "
                f"is for comparing engines, not for fidelity."
                + (" Importer notes (their paths name the app's files, copied flat): " + notes[1].replace(folder + '/', '')
                   if len(notes) > 1 else ''))
            with open(os.path.join(out, view + '.json'), 'w') as file:
                json.dump(model, file, indent=2, ensure_ascii=False)
                file.write('\n')
            kept += 1
    print(f'{arguments.app}: {len(where)} views, {imported} imported, {kept} kept')
    for view, message in failures:
        print(f'  {view}: {message}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
