import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { inject } from 'vitest';
import * as projectAnnotations from './preview';

// Each vitest project runs the stories in one brand (vitest.storybook.config.ts provides it).
const brand = inject('brand');

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, { initialGlobals: { brand } }]);

declare module 'vitest' {
  export interface ProvidedContext {
    brand: string;
  }
}
