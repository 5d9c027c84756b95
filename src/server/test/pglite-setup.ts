// Vitest globalSetup of the PGlite project: a folder for this run's migrated PGlite image (see pglite-image.ts),
// removed when the run ends. Building the image waits for the first test app, so runs without one pay nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const runDir = mkdtempSync(join(tmpdir(), 'store-pglite-'));
  project.provide('pgliteRunDir', runDir);
  return () => rmSync(runDir, { recursive: true, force: true });
}
