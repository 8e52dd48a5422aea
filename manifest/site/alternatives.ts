import type { SiteInput } from '../define-site.ts';

/**
 * Comparison pages, `/alternatives/{rival}-alternative`, link text "{brand} vs {name}".
 * Add a rival: one entry here (and its copy in content/alternatives/en/{rival}-alternative.md).
 */
export const alternatives: SiteInput['alternatives'] = [
  { rival: 'gologin', name: 'GoLogin' },
  { rival: 'incogniton', name: 'Incogniton' },
  { rival: 'dolphin-anty', name: 'Dolphin Anty' },
  { rival: 'multilogin', name: 'Multilogin' },
  { rival: 'octo-browser', name: 'Octo Browser', languages: { except: ['zh', 'tc'] } },
  { rival: 'undetectable', name: 'Undetectable', languages: { except: ['zh', 'tc'] } },
  { rival: 'ziniao', name: 'Ziniao', languages: ['zh', 'tc'] },
];
