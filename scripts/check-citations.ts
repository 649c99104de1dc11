/**
 * `npm run check:citations`: every `spec §N` and `DESIGN §N` the repository cites resolves to a
 * numbered heading of docs/product-spec.md or docs/DESIGN.md. A `§N` belongs to the document
 * named last before it in the same passage ("spec §3 User, §5 rules", "the spec's … (§8)");
 * one after another document's name (RFC 6749 §5.2, STYLE §3, issue 27 §1) is not checked.
 * Exits 1 on a citation that does not resolve, listing file and line.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CITED_DOCUMENTS = { spec: 'docs/product-spec.md', DESIGN: 'docs/DESIGN.md' } as const;
type CitedDocument = keyof typeof CITED_DOCUMENTS;
const SEARCHED = ['apps', 'packages', 'bench', 'scripts', 'docs', 'deploy', 'README.md'];
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|sql|ya?ml|html|css)$/;
/** How far back from a `§` the name of its document may stand. */
const LOOK_BACK = 160;
/**
 * Names of documents, the last one before a `§` is the one it cites: the spec ("spec", "Spec",
 * "product-spec.md", "the spec's"), the design ("DESIGN", "DESIGN.md"), or another one.
 */
const DOCUMENT_NAME =
  /\b(?:(?<spec>[Ss]pec(?:ification)?)(?:'s)?|product-spec\.md|(?<design>DESIGN)(?:\.md)?|(?<other>RFC|STYLE|UI|STACK|issue|ISO|section))\b/g;
/** A `§` and its section number (a bare "spec §" speaks of the form, not of a section). */
const CITATION = /§\s*(?<section>\d+(?:\.\d+)*)/g;

/** The numbered headings of a document ("## 4. States and transitions" → "4"). */
function sectionsOf(file: string): Set<string> {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const sections = new Set<string>();
  for (const match of text.matchAll(/^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm)) sections.add(match[1]);
  return sections;
}

function searchedFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SEARCHED],
    { cwd: root, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => TEXT_FILE.test(file) && !file.includes('/data/'))
    .filter((file) => fs.existsSync(path.join(root, file)));
}

/** The document a `§` at `offset` cites, from the last document name before it. */
function citedDocument(text: string, offset: number): CitedDocument | 'other' | undefined {
  const before = text.slice(Math.max(0, offset - LOOK_BACK), offset);
  let found: CitedDocument | 'other' | undefined;
  for (const match of before.matchAll(DOCUMENT_NAME)) {
    found = match.groups?.spec || match[0] === 'product-spec.md' ? 'spec' : undefined;
    if (match.groups?.design) found = 'DESIGN';
    if (match.groups?.other) found = 'other';
  }
  return found;
}

type Problem = { file: string; line: number; citation: string; reason: string };

function check(): { problems: Problem[]; counts: Record<CitedDocument, number> } {
  const sections = {
    spec: sectionsOf(CITED_DOCUMENTS.spec),
    DESIGN: sectionsOf(CITED_DOCUMENTS.DESIGN),
  };
  const counts: Record<CitedDocument, number> = { spec: 0, DESIGN: 0 };
  const problems: Problem[] = [];
  for (const file of searchedFiles()) {
    if (Object.values(CITED_DOCUMENTS).includes(file as never)) continue;
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    if (!text.includes('§')) continue;
    for (const match of text.matchAll(CITATION)) {
      const document = citedDocument(text, match.index);
      if (document === undefined || document === 'other') continue;
      counts[document] += 1;
      const section = match.groups?.section ?? '';
      if (!sections[document].has(section))
        problems.push({
          file,
          line: text.slice(0, match.index).split('\n').length,
          citation: `${document} ${match[0]}`,
          reason: `${CITED_DOCUMENTS[document]} has no heading ${section}`,
        });
    }
  }
  return { problems, counts };
}

const { problems, counts } = check();
for (const { file, line, citation, reason } of problems)
  console.log(`${file}:${line}: ${citation}: ${reason}`);
console.log(
  `citations: ${counts.spec} of the spec, ${counts.DESIGN} of DESIGN; ${problems.length} do not resolve`,
);
process.exitCode = problems.length > 0 ? 1 : 0;
