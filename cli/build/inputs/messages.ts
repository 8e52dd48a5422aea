import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';
import type { Messages } from '../../../templates/i18n.tsx';

/** Reads `content/messages/<code>.json` for every locale that has one. */
export async function loadMessages(root: string): Promise<{ messages: Record<string, Messages>; diagnostics: Diagnostic[] }> {
  const dir = join(root, 'content', 'messages');
  const messages: Record<string, Messages> = {};
  const diagnostics: Diagnostic[] = [];
  for (const name of (await readdir(dir).catch(() => [])).filter((file) => file.endsWith('.json')).sort()) {
    const file = `content/messages/${name}`;
    try {
      messages[name.slice(0, -5)] = JSON.parse(await readFile(join(root, file), 'utf8')) as Messages;
    } catch (error) {
      diagnostics.push(diagnostic('MESSAGES_INVALID', { error: (error as Error).message }, { file }));
    }
  }
  return { messages, diagnostics };
}

