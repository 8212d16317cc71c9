import type { StorybookConfig } from '@storybook/react-vite';
import { type CsfFile, enrichCsfMeta } from 'storybook/internal/csf-tools';

type CsfEnricher = NonNullable<StorybookConfig['experimental_enrichCsf']>;

/**
 * Storybook 10.6 leaves out the JSDoc above a CSF Factories `const meta = preview.meta({...})`, the
 * description at the top of a docs page (storybookjs/storybook#36315; the fix, #36332, is not
 * released yet). This finds that statement, as Storybook does for a CSF 3 meta, and lets Storybook's
 * own enricher copy its JSDoc into `parameters.docs.description.component`.
 */
async function addFactoryMetaDescription(csf: CsfFile, csfSource: CsfFile): Promise<void> {
  if (!csfSource._metaIsFactory || csfSource._metaStatement) return;
  csfSource._metaStatement = csfSource._ast.program.body.find(
    (statement) =>
      statement.type === 'VariableDeclaration' &&
      statement.declarations.some(
        (declaration) =>
          declaration.id.type === 'Identifier' && declaration.id.name === csfSource._metaVariableName,
      ),
  );
  enrichCsfMeta(csf, csfSource);
}

/**
 * The `experimental_enrichCsf` preset entry: a preset's function entry is applied to the enricher
 * of the presets before it (the React preset's code examples), so this returns one that runs both.
 */
export const withFactoryMetaDescription = (previous: CsfEnricher | undefined): CsfEnricher => {
  return async (csf, csfSource) => {
    await previous?.(csf, csfSource);
    await addFactoryMetaDescription(csf, csfSource);
  };
};
