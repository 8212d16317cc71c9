import type { ApiModule } from '../core/module';
import { authModule } from './auth';
import { blobsModule } from './blobs';
import { certificatesModule } from './certificates';
import { cmsModule } from './cms';
import { counterModule } from './counter';
import { demoModule } from './demo';
import { devModule } from './dev';
import { elearningModule } from './elearning';
import { mailModule } from './mail';
import { memoryTestModule } from './memorytest';
import { newsletterModule } from './newsletter';
import { redirectsModule } from './redirects';
import { searchModule } from './search';

/** Every module of the reference server, in the order they are created (auth first: others use identity). */
export const apiModules: readonly ApiModule[] = [
  authModule,
  mailModule,
  cmsModule,
  searchModule,
  redirectsModule,
  counterModule,
  newsletterModule,
  memoryTestModule,
  elearningModule,
  certificatesModule,
  blobsModule,
  devModule,
  demoModule,
];
