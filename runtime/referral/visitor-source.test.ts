import { describe, expect, it } from 'vitest';
import { buildVisitorSource, visitorSourceForm } from './visitor-source.ts';

describe('visitor source record', () => {
  it('collects page_url, source, callback, utm_* and bd_vid', () => {
    const url = 'https://www.example.com/de?source=ads&callback=cb&utm_source=g&utm_medium=cpc&utm_term=t&utm_content=c&utm_campaign=camp&bd_vid=42';
    expect(buildVisitorSource(url, null)).toEqual({
      page_url: url,
      source: 'ads',
      callback: 'cb',
      utm_source: 'g',
      utm_medium: 'cpc',
      utm_term: 't',
      utm_content: 'c',
      utm_campaign: 'camp',
      bd_vid: '42',
    });
  });
  it('uses the referral source when there is no source parameter', () => {
    expect(buildVisitorSource('https://a.com/', { code: '', ref: 'partner7' }).source).toBe('partner7');
    expect(buildVisitorSource('https://a.com/', null).source).toBe('');
  });
  it('posts source_data and referer as JSON', () => {
    const record = buildVisitorSource('https://a.com/', null);
    expect(visitorSourceForm(record, ['https://google.com/'])).toEqual({ source_data: JSON.stringify(record), referer: '["https://google.com/"]' });
  });
});
