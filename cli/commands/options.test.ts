/** Numeric options (issue 12.5): a value that is not a number is a usage error, exit 2, naming the flag. */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { site } from '../../test/manifest/fixtures/cli.ts';
import { STACK_FRAME } from '../../test/manifest/fixtures/io.ts';
import { captureIO } from '../../test/manifest/fixtures/io.ts';
import { createProgram } from '../program.ts';
import { nextFreeBase, portInUse } from '../serve/ports.ts';
import { parseCount, parsePort } from './options.ts';

describe('parsePort and parseCount', () => {
  it('take decimal integers in range', () => {
    expect(parsePort('0')).toBe(0);
    expect(parsePort('8080')).toBe(8080);
    expect(parsePort('65535')).toBe(65535);
    expect(parseCount('0')).toBe(0);
    expect(parseCount('2')).toBe(2);
  });

  it.each(['abc', '', '80.5', '4abc', '-1', '65536', '0x50', '1e3'])('rejects port %j', (value) => {
    expect(() => parsePort(value)).toThrow('Expected a port number from 0 to 65535.');
  });

  it.each(['abc', '1.5', '-2', '65', 'two'])('rejects count %j', (value) => {
    expect(() => parseCount(value)).toThrow('Expected a whole number from 0 to 64.');
  });
});

describe('numeric flags on the command line', () => {
  it('every flag that takes a number has a parser (none is left to become NaN)', () => {
    const numeric: string[] = [];
    for (const command of createProgram(captureIO()).program.commands) {
      for (const option of command.options) {
        if (!/\bnumber\b/.test(option.description) || !option.required) continue;
        numeric.push(`${command.name()} ${option.long}`);
        expect(option.parseArg, `site ${command.name()} ${option.long}`).toBeTypeOf('function');
      }
    }
    expect(numeric.sort()).toEqual(['build --max-warnings', 'build --workers', 'check --max-warnings', 'dev --port', 'i18n --min-coverage', 'serve --port']);
  });

  it.each([
    [['serve', '--port', 'abc'], "error: option '--port <port>' argument 'abc' is invalid. Expected a port number from 0 to 65535."],
    [['dev', '--port', 'abc'], "error: option '--port <port>' argument 'abc' is invalid. Expected a port number from 0 to 65535."],
    [['dev', '--port', '70000'], "error: option '--port <port>' argument '70000' is invalid. Expected a port number from 0 to 65535."],
    [['build', '--workers', 'abc'], "error: option '--workers <n>' argument 'abc' is invalid. Expected a whole number from 0 to 64."],
    [['build', '--max-warnings', 'abc'], "error: option '--max-warnings <n>' argument 'abc' is invalid. Expected a whole number (0, 1, 2, …)."],
    [['check', '--max-warnings', '-1'], "error: option '--max-warnings <n>' argument '-1' is invalid. Expected a whole number (0, 1, 2, …)."],
    [['i18n', '--min-coverage', 'abc'], "error: option '--min-coverage <percent>' argument 'abc' is invalid. Expected a percentage from 0 to 100."],
    [['i18n', '--min-coverage', '101'], "error: option '--min-coverage <percent>' argument '101' is invalid. Expected a percentage from 0 to 100."],
    [['new', 'alternative', 'acme', '--locales', ','], "error: option '--locales <codes>' argument ',' is invalid. Expected locale URL codes separated by commas, e.g. en,de."],
    // Regression: an empty item was dropped silently.
    [['new', 'alternative', 'acme', '--locales', 'en,,de'], "error: option '--locales <codes>' argument 'en,,de' is invalid. Item 2 of the list is empty. Expected locale URL codes separated by single commas, e.g. en,de."],
    [['new', 'alternative', 'acme', '--locales', 'en,de,'], "error: option '--locales <codes>' argument 'en,de,' is invalid. Item 3 of the list is empty. Expected locale URL codes separated by single commas, e.g. en,de."],
  ])('site %j exits 2 with a usage message', async (argv, message) => {
    const result = await site(argv);
    expect(result.code).toBe(2);
    expect(result.err).toContain(message);
    expect(result.err).toContain('(run site --help for usage)');
    expect(result.err).not.toMatch(STACK_FRAME);
  });
});

/** Every command of the program, read from the program itself: a new command is checked too. */
const COMMAND_NAMES = createProgram(captureIO()).program.commands.map((command) => command.name());

describe('every command has an example in its --help', () => {
  it('covers every command', () => {
    expect(COMMAND_NAMES).toEqual(expect.arrayContaining(['check', 'routes', 'explain', 'i18n', 'build', 'serve', 'dev', 'new']));
  });

  it.each(COMMAND_NAMES)('site %s --help', async (command) => {
    const result = await site([command, '--help']);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(new RegExp(`\\nExample:\\n {2}\\$ site ${command} \\S`));
  });
});

describe('a port in use', () => {
  let holder: Server | undefined;
  afterEach(async () => {
    await new Promise((done) => (holder ? holder.close(done) : done(undefined)));
    holder = undefined;
  });

  it('site serve: a usage error naming the port (exit 2), not an internal error', async () => {
    holder = createServer();
    const port = await new Promise<number>((done) => holder?.listen(0, '127.0.0.1', () => done((holder?.address() as { port: number }).port)));
    // A built root of its own (outside the project: --dir may not be a source folder).
    const dir = await mkdtemp(join(tmpdir(), 'site-serve-port-'));
    const result = await site(['serve', '--port', String(port), '--dir', dir]);
    await rm(dir, { recursive: true, force: true });
    expect(result.code).toBe(2);
    expect(result.err).toContain(`site serve: port ${port} on 127.0.0.1 is already in use`);
    expect(result.err).toContain('pick another port');
    expect(result.err).not.toContain('internal error');
  });

  it('site dev: names the taken port of the three it needs (exit 2) and starts nothing', async () => {
    // Hold a port whose lower neighbour is free (other suites bind ports at the same time), so the
    // first taken port of the three is ours. Another process may take the neighbour between the
    // check and `site dev`; then dev rightly names that one, and the test picks another pair.
    for (let attempt = 1; ; attempt += 1) {
      let taken = 0;
      for (let tries = 0; tries < 20 && taken === 0; tries += 1) {
        const server = createServer();
        const port = await new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)));
        if (port > 1024 && !(await portInUse(port - 1))) [holder, taken] = [server, port];
        else await new Promise((done) => server.close(done));
      }
      expect(taken, 'a port with a free lower neighbour').toBeGreaterThan(0);
      const result = await site(['dev', '--port', String(taken - 1)]);
      if (attempt < 3 && result.err.includes(`port ${taken - 1} on 127.0.0.1 is already in use`)) {
        await new Promise((done) => holder?.close(done));
        holder = undefined;
        continue;
      }
      expect(result.code).toBe(2);
      expect(result.err).toContain(`site dev: port ${taken} on 127.0.0.1 is already in use`);
      expect(result.out).not.toContain('building');
      // The port it suggests is a first port whose three ports were free when it looked (after
      // the taken one), never the taken port + 10 whatever that is.
      const suggested = Number(/site dev --port (\d+), or --port 0 for any free ports/.exec(result.err)?.[1]);
      expect(suggested).toBeGreaterThan(taken);
      expect(suggested + 2).toBeLessThanOrEqual(65535);
      return;
    }
  });

  it('site dev: a first port too high for the three sites is a usage error naming the range, not an internal error', async () => {
    const result = await site(['dev', '--port', '65534']);
    expect(result.code).toBe(2);
    expect(result.err).toContain('site dev: --port 65534 leaves no room for the 3 sites, which take ports 65534 to 65536');
    expect(result.err).toContain('pick a first port from 1 to 65533');
    expect(result.err).not.toContain('internal error');
    expect(result.out).not.toContain('building');
  });
});

describe('nextFreeBase', () => {
  it('skips a base whose later port is taken and stays within 65535', async () => {
    const server = createServer();
    const port = await new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)));
    try {
      const base = await nextFreeBase(port - 3, 3);
      // Every base from port - 2 to port has the taken port among its three: the first that fits is after it.
      if (base !== undefined) expect(base).toBeGreaterThan(port);
      expect(await nextFreeBase(65534, 3)).toBeUndefined();
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
