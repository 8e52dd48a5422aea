import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '../../runtime/example-config.ts';
import { Island } from './island.tsx';
import { IslandProvider } from './island-context.tsx';
import { isIslandName, islandRegistry } from './registry.ts';

const render = (element: React.ReactElement): string => renderToString(<IslandProvider config={exampleRuntimeConfig()}>{element}</IslandProvider>);

describe('Island', () => {
  it('renders the mount point with the name, JSON props and the server markup', () => {
    const html = render(<Island name="download-button" props={{ label: 'Download "now"', system: 'com_mac' }} />);
    expect(html).toMatch(/^<div data-island="download-button" data-props="\{&quot;label&quot;:&quot;Download \\&quot;now\\&quot;&quot;,&quot;system&quot;:&quot;com_mac&quot;\}">/);
    expect(html).toContain('class="site-download"');
    const element = new DOMParserLike(html);
    expect(element.props()).toEqual({ label: 'Download "now"', system: 'com_mac' });
  });
  it('defaults props to {} for widgets without required props', () => {
    expect(render(<Island name="scroll-top" />)).toContain('data-props="{}"');
  });
  it('explains a missing provider', () => {
    expect(() => renderToString(<Island name="scroll-top" />)).toThrow(/IslandProvider/);
  });
});

describe('registry', () => {
  it('registers every widget of the issue under a permanent name', () => {
    expect(Object.keys(islandRegistry).sort()).toEqual(
      ['activity-icon', 'currency-switcher', 'download-button', 'error-countdown', 'mobile-banner', 'not-found-path', 'qr-consult', 'scroll-top', 'tip-toast', 'toast-host'].sort(),
    );
    expect(isIslandName('scroll-top')).toBe(true);
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName(3)).toBe(false);
  });
});

/** Reads `data-props` back the way the browser does (entity-decoded attribute, then JSON). */
class DOMParserLike {
  constructor(private readonly html: string) {}
  props(): unknown {
    const raw = /data-props="([^"]*)"/.exec(this.html)?.[1] ?? '';
    return JSON.parse(raw.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
  }
}
