import type { Decorator } from '@storybook/react-vite';
import type { ComponentType, ReactNode } from 'react';

/** Story support (not exported): a decorator that renders the story inside `Wrapper` (a router, a page frame…). */
export function storyInside(Wrapper: ComponentType<{ children: ReactNode }>): Decorator {
  return (Story) => (
    <Wrapper>
      <Story />
    </Wrapper>
  );
}
