import { describe, expect, it } from 'vitest';
import { insertMessageKey } from './message-entry.ts';

const EN = `{
  "nav": {
    "blog": "Blog"
  },
  "solutionNames": {
    "tiktok": "TikTok",
    "whatsapp": "WhatsApp"
  },
  "cta": "Start"
}
`;

describe('insertMessageKey', () => {
  it('adds the key as the last member of its section, the rest byte for byte, with its line', () => {
    const result = insertMessageKey(EN, 'solutionNames', 'bumble', 'Bumble');
    expect(result).toEqual({ text: EN.replace('"whatsapp": "WhatsApp"\n', '"whatsapp": "WhatsApp",\n    "bumble": "Bumble"\n'), line: 8 });
    if ('text' in result) expect(JSON.parse(result.text)).toEqual({ ...JSON.parse(EN), solutionNames: { tiktok: 'TikTok', whatsapp: 'WhatsApp', bumble: 'Bumble' } });
  });

  it('keeps a file\'s tabs and CRLF line endings', () => {
    const crlf = '{\r\n\t"featureNames": {\r\n\t\t"rpa": "RPA"\r\n\t}\r\n}\r\n';
    expect(insertMessageKey(crlf, 'featureNames', 'team-sync', 'Team Sync')).toEqual({ text: '{\r\n\t"featureNames": {\r\n\t\t"rpa": "RPA",\r\n\t\t"team-sync": "Team Sync"\r\n\t}\r\n}\r\n', line: 4 });
  });

  it('adds a missing section at the end of the file, and fills an empty one', () => {
    expect(insertMessageKey('{\n  "nav": {\n    "blog": "Blog"\n  }\n}\n', 'featureNames', 'rpa', 'RPA')).toEqual({
      text: '{\n  "nav": {\n    "blog": "Blog"\n  },\n  "featureNames": {\n    "rpa": "RPA"\n  }\n}\n',
      line: 5,
    });
    expect(insertMessageKey('{\n  "featureNames": {}\n}\n', 'featureNames', 'rpa', 'RPA')).toEqual({ text: '{\n  "featureNames": {\n    "rpa": "RPA"\n  }\n}\n', line: 3 });
  });

  it('finds the section, not a nested key or a string of the same name', () => {
    const text = '{\n  "about": {\n    "solutionNames": { "x": "y" },\n    "text": "solutionNames"\n  },\n  "solutionNames": {\n    "a": "A"\n  }\n}\n';
    const result = insertMessageKey(text, 'solutionNames', 'b', 'B "quoted"');
    expect(result).toEqual({ text: text.replace('"a": "A"\n', '"a": "A",\n    "b": "B \\"quoted\\""\n'), line: 8 });
  });

  it('refuses what it cannot do without guessing', () => {
    expect(insertMessageKey('{ "a": ', 'solutionNames', 'b', 'B')).toEqual({ error: 'it is not valid JSON (site check --skip-render shows where)' });
    expect(insertMessageKey('{ "solutionNames": "x" }', 'solutionNames', 'b', 'B')).toEqual({ error: 'its "solutionNames" is not an object of keys' });
    expect(insertMessageKey(EN, 'solutionNames', 'tiktok', 'X')).toEqual({ error: 'it already has "solutionNames.tiktok"' });
  });
});
