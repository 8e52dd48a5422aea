import { decodePath, splitRequest } from '../../manifest/plan/request.ts';
import { resolve } from '../../manifest/plan/resolve.ts';
import type { SitePlan } from '../../manifest/plan/types.ts';
import { HOST_FILE } from './site-files.ts';

/** What the site must answer for a request: resolve()'s answer over the built files. */
export type ReferenceAnswer =
  | { status: 200; page: string }
  | { status: 200; file: string }
  | { status: 301 | 302; location: string }
  | { status: 404; page?: string };

/**
 * resolve() plus the files of the build: a path resolve() does not know (an asset, a sitemap,
 * `robots.txt`, `builds/latest.json`) answers with the file when one exists at the decoded path,
 * else with the locale's 404 page. Host configuration files never count as files of the site.
 */
export function referenceAnswer(plan: SitePlan, siteId: string, request: string, isFile: (sitePath: string) => boolean): ReferenceAnswer {
  const resolution = resolve(plan, siteId, request);
  switch (resolution.status) {
    case 200:
      return { status: 200, page: resolution.page.path };
    case 301:
    case 302:
      return { status: resolution.status, location: resolution.location };
    case 404: {
      const file = decodePath(splitRequest(request).path);
      if (!HOST_FILE.test(file) && !file.endsWith('/') && isFile(file)) return { status: 200, file };
      return resolution.page ? { status: 404, page: resolution.page.path } : { status: 404 };
    }
  }
}
