import { describe, expect, it } from 'vitest';
import { countChineseScript } from './chinese-script.ts';

describe('countChineseScript', () => {
  it('counts the characters of one script only', () => {
    expect(countChineseScript('这是我们的设置，请点击这里。')).toEqual({ hans: 8, hant: 0 }); // 这 们 设 请 点 击 这 里
    expect(countChineseScript('這是我們的設置，請點擊這裡。')).toEqual({ hans: 0, hant: 8 }); // 這 們 設 請 點 擊 這 裡
  });

  it('ignores characters both scripts write, and everything else', () => {
    expect(countChineseScript('我是人，在中国的上海。ABC 123 ひらがな')).toEqual({ hans: 1, hant: 0 }); // 国
    expect(countChineseScript('台灣')).toEqual({ hans: 1, hant: 1 }); // 台 is listed as Simplified only, 灣 as Traditional only
  });
});
