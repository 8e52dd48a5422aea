import type { Command } from 'commander';
import type { SitePlan } from '../../manifest/plan/types.ts';
import type { CliIO, ExitCode } from '../io.ts';
import type { Project } from '../project.ts';

/** What every command registration gets from the program. */
export interface CommandContext {
  io: CliIO;
  /** Loads manifest + content + plan; never throws for bad input. `knownHashes`: input files' SHA-256 trusted by `stat` (`site build`'s digest). */
  load(knownHashes?: ReadonlyMap<string, string>): Promise<Project>;
  /** True when `load` reads the project from disk (no manifest or content passed in by a test): its files say what the build reads. */
  fromDisk?: boolean;
  /** The plan, or undefined after printing the manifest errors (exit code set to 1). */
  planned(command: string): Promise<SitePlan | undefined>;
  /** The project when it plans without errors, or undefined after printing them (exit code 1). */
  plannedProject(command: string): Promise<Project | undefined>;
  setExitCode(code: ExitCode): void;
}

/** A command file's export: adds the command to the program; its action imports the heavy code lazily. */
export type RegisterCommand = (program: Command, context: CommandContext) => void;
