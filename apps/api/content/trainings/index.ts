import type { TrainingDefinition } from '../../src/modules/elearning/content-model';
import { basisTraining } from './basis';
import { contactTraining } from './contact';
import { mantelzorgTraining } from './mantelzorg';
import { winkelTraining } from './winkel';

/**
 * The demo trainings, loaded on first start of an empty database (decision 0016). Every brand offers at
 * least two: dementie (2, 3), dementievriendelijk (1, 2), alzheimer (1, 2, 3, 4: four, so its trainings overview starts collapsed, spec 2 §2.6). Images are our own
 * SVGs in `media/`, served at /api/elearning/media/{file}.
 */
export const demoTrainings: readonly TrainingDefinition[] = [
  winkelTraining,
  contactTraining,
  basisTraining,
  mantelzorgTraining,
];
