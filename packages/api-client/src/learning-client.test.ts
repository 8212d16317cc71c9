// @vitest-environment node
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { filesRelativeTo, staticGraph } from '../../../test-utils/import-graph';
import { createApiClient } from './client';
import { createLearningClient } from './learning-client';

const src = path.dirname(fileURLToPath(import.meta.url));

describe('the learning client (decision 0042)', () => {
  it('loads only the learning contracts, so a player-only app does not carry the other calls', () => {
    const files = filesRelativeTo(src, staticGraph(path.join(src, 'learning-client.ts')).files);
    expect(files.filter((file) => file.startsWith('contracts/')).sort()).toEqual([
      'contracts/common.ts',
      'contracts/elearning.ts',
    ]);
    expect(files).not.toContain('client.ts');
  });

  it('has the same learning methods as the full client, which includes it', () => {
    const learning = Object.keys(createLearningClient({ baseUrl: '' })).sort();
    const full = Object.keys(createApiClient({ baseUrl: '' }));
    expect(learning).toEqual(
      expect.arrayContaining(['startRun', 'markAssignment', 'completeCourse', 'summaryPage', 'withRetry']),
    );
    expect(full).toEqual(expect.arrayContaining(learning));
  });
});
