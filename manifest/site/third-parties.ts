import type { SiteInput } from '../define-site.ts';
import { externalHosts } from './domains.ts';

/**
 * Third-party endpoints and public keys (D11). Placeholders on `.example` hosts: nothing in the
 * build or the tests reaches them; tests and `site serve --mock-api` swap in stand-ins on
 * 127.0.0.1.
 */
export const thirdParties: SiteInput['thirdParties'] = {
  api: {
    primary: { api: 'https://api.polyprofile.example', app: externalHosts.app },
    secondary: { api: 'https://api.polyprofile-cn.example', app: externalHosts.appSecondary },
    test: { api: 'https://api-test.polyprofile.example', app: 'https://app-test.polyprofile.example' },
  },
  analytics: {
    production: 'https://collect.polyprofile.example/v1/beacon',
    test: 'https://collect-test.polyprofile.example/v1/beacon',
    publicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAzNMlyd0cMf1Y3W3DmKB0
+o+fydqhGhpUZUVN2wr+t5q+l+UVklzkzCOY2gcQfRko1HP8Myb3BvjySdDNLpsM
3qPPEfcEzk1w/ctxthT1HcsUANbFHIx7wMU7BuPyjSjaSW1niJ3UVEf4nwjTnYOf
2BPMDqSp/Dccebe/mF6DB3/Y6mbKKorCwxtMY/4bYM5p3R/VG049yBfqhcAcdI7l
cm8lokK6d1JzCLv/2J3V7mos7tZx8qGf/CnAyDLAVAW+IsAIks3Y9DCKyO1krhIN
159PM3k6h7xcmjUf0dYQ7oJjwEOfejMrot5OvyDrAZt0rVNbnKq6KVJDmvvdihW1
RQIDAQAB
-----END PUBLIC KEY-----
`,
  },
  oneTap: {
    clientId: '000000000000-polyprofile.apps.example',
    scriptUrl: 'https://accounts.polyprofile.example/gsi/client',
    publicKey: `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAuyq79l2qLf7lQf+92LSP
RI9BUKnmkY9eoTOZwTjEvoQam5xJrA95ET0szN8Frb4WaMU/1772W2samDSNxf+P
0k3miRZH08iP+SJHRAKpjEQsPcuJPPDbE8oCCK2iYHTQHVgJEQNR7sljXWMpITxd
WkT7G1cheVS9nkKzM7J7w897ZiCNlH5aZSfHwXZBsSsMreHmIme7WrlWQgyfmIbB
6xC+DlNAcsXfxRcpQ2Y+r7KtOCFYTIgeRJt8BWW6i5cYDCO7KGoFDGRsi9z279qN
11cBPtabBjUvsZSsrizOdcg4NGbrKpysrjo1PkVPuGLScoOrJ8+ivFWffLg7BnCk
pQIDAQAB
-----END PUBLIC KEY-----
`,
  },
  chat: {
    scripts: {
      easemob: 'https://chat.polyprofile.example/easemob/widget.js',
      ss: 'https://chat.polyprofile.example/ss/widget.js',
    },
  },
};

/** Price currencies (spec 5); the first is the default. */
export const currencies: SiteInput['currencies'] = [
  { code: 'USD', symbol: '$', position: 'prefix' },
  { code: 'BRL', symbol: 'R$', position: 'prefix' },
  { code: 'PLN', symbol: 'zł', position: 'suffix' },
  { code: 'VND', symbol: '₫', position: 'suffix', decimals: 0, thousandsAsK: true },
];

/** Plans of the pricing page: monthly price per currency (spec 5 formats them). */
export const pricing: SiteInput['pricing'] = [
  { id: 'free', profiles: 2, members: 1, prices: { USD: 0, BRL: 0, PLN: 0, VND: 0 } },
  { id: 'base', profiles: 10, members: 1, prices: { USD: 9, BRL: 49.9, PLN: 39, VND: 229000 } },
  { id: 'pro', profiles: 100, members: 5, prices: { USD: 29, BRL: 159.9, PLN: 119, VND: 729000 }, highlight: true },
  { id: 'business', profiles: 500, members: 20, prices: { USD: 89.5, BRL: 479.9, PLN: 359, VND: 2239000 } },
];
