import { InvalidArgumentError } from 'commander';
import { nginxListenProblem, nginxRootProblem } from '../hosts/nginx-deploy.ts';

/**
 * Parsers of the deployment flags of `site build` (`--nginx-root`, `--nginx-listen`): a value
 * nginx would misread is a usage error (exit 2) before anything is built.
 */

/** `--nginx-root`: an absolute path, `{site}` standing for the site id. */
export function parseNginxRoot(value: string): string {
  const problem = nginxRootProblem(value);
  if (problem) throw new InvalidArgumentError(problem);
  return value;
}

/** `--nginx-listen`, repeatable: each value is one `listen` line of every server block. */
export function parseNginxListen(value: string, previous: string[] | undefined): string[] {
  const problem = nginxListenProblem(value.trim());
  if (problem) throw new InvalidArgumentError(problem);
  return [...(previous ?? []), value.trim()];
}
