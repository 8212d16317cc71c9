/**
 * `@dementie/elearning-player/testing`: an in-memory backend, a demo course (built from the
 * api-client wire fixtures) and manual timers, for tests, stories and demos without a server. Never
 * part of the main entry, so production bundles do not carry the course or the fixtures.
 */
export { DEMO_COURSE_ID, demoCourse } from './demo-course';
export { createManualTimers, type ManualTimers } from './manual-timers';
export {
  createMemoryTrainingBackend,
  type MemoryActivity,
  type MemoryBackendOptions,
  type MemoryChapter,
  type MemoryCourse,
  type MemoryDescriptor,
  type MemoryRunState,
  type MemoryTrainingBackend,
} from './memory-backend';
