/**
 * Runs the Nu HTML checker once over a folder: `java -jar vnu.jar --format json --skip-non-html`,
 * the jar of the `vnu-jar` package called directly (its own wrapper would fetch a Java runtime when
 * none is installed; the tests never download anything).
 */
import { execFile, spawnSync } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** The checker's jar inside the `vnu-jar` package. */
export const VNU_JAR = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');

/** Why the checker cannot run here (no `java` on the PATH), or `null`. */
export const javaMissing: string | null =
  spawnSync('java', ['-version'], { encoding: 'utf8' }).status === 0 ? null : 'Java is not installed (the Nu HTML checker needs Java 11+): bash scripts/ensure-engines.sh (apt-get install -y default-jre-headless)';

/** One message of the checker's JSON report. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Runs the checker over every HTML file under `dir`; resolves with its messages and the number of files. */
export async function runVnu(dir: string): Promise<{ messages: VnuMessage[]; files: number }> {
  const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.html')).length;
  const output = await new Promise<string>((resolve, reject) => {
    // The checker exits 1 when it reports errors; its JSON goes to stderr either way.
    execFile('java', ['-jar', VNU_JAR, '--format', 'json', '--skip-non-html', dir], { maxBuffer: 1 << 28 }, (error, _stdout, stderr) => {
      if (stderr.trimStart().startsWith('{')) resolve(stderr);
      else reject(error ?? new Error(`vnu printed no report: ${stderr.slice(0, 500)}`));
    });
  });
  return { messages: (JSON.parse(output) as { messages: VnuMessage[] }).messages, files };
}

/** Messages grouped by text: `message (N files, e.g. main/x.html:12)`, most frequent first. */
export function summarize(messages: readonly VnuMessage[]): string[] {
  const groups = new Map<string, VnuMessage[]>();
  for (const message of messages) groups.set(`${message.subType ?? message.type}: ${message.message}`, [...(groups.get(`${message.subType ?? message.type}: ${message.message}`) ?? []), message]);
  return [...groups].sort((a, b) => b[1].length - a[1].length).map(([text, group]) => `${text} (${group.length}×, e.g. ${(group[0]?.url ?? '').replace(/^.*?\/static\//, '')}:${group[0]?.lastLine ?? '?'})`);
}
