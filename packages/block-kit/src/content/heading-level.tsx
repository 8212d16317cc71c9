import { createContext, type ReactNode, useContext } from 'react';
import { Heading, type HeadingLevel } from '../primitives/heading';

const HeadingLevelContext = createContext<HeadingLevel>(2);

/** The heading level a block's title should use here: 2 on a page (the header holds the h1). */
export function useHeadingLevel(): HeadingLevel {
  return useContext(HeadingLevelContext);
}

/** Children's block titles sit one level deeper (a block inside an expandable or a centred block). */
export function NestedHeadings({ children }: { children: ReactNode }) {
  const level = useHeadingLevel();
  return (
    <HeadingLevelContext.Provider value={Math.min(6, level + 1) as HeadingLevel}>
      {children}
    </HeadingLevelContext.Provider>
  );
}

/** Sets the level block titles start at (default 2). */
export function HeadingLevelProvider({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return <HeadingLevelContext.Provider value={level}>{children}</HeadingLevelContext.Provider>;
}

/** Props of `BlockHeading`. */
export interface BlockHeadingProps {
  children: ReactNode;
  /** One level below the block title (item titles). Default false. */
  sub?: boolean;
  className?: string;
  id?: string;
}

/** A block's title at the level of its place in the outline. */
export function BlockHeading({ children, sub = false, className, id }: BlockHeadingProps) {
  const level = useHeadingLevel();
  const actual = (sub ? Math.min(6, level + 1) : level) as HeadingLevel;
  return (
    <Heading level={actual} size={sub ? 's' : 'l'} className={className} id={id}>
      {children}
    </Heading>
  );
}
