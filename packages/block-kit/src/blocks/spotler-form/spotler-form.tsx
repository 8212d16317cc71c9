import { NewsletterForm } from '../../widgets/newsletter-form';
import { useBlockData } from '../renderer/block-data';
import type { BlockComponentProps } from '../renderer/registry';

/**
 * spotler_form: the mailing provider's newsletter form by script id (spec 2 §7). The script loads
 * only when the brand configures its address (`newsletterScriptSrc` in the block data) and only
 * with marketing consent (the widget's gate); otherwise the plain form posts to our own server.
 */
export function SpotlerForm({ block }: BlockComponentProps<'spotlerForm'>) {
  const { newsletterScriptSrc, subscribeNewsletter } = useBlockData();
  const scriptSrc = newsletterScriptSrc?.(block.scriptId);
  return (
    <div className="bk-block bk-spotler-form">
      <NewsletterForm
        {...(block.title ? { title: block.title } : {})}
        {...(scriptSrc ? { embed: { formId: block.formId, scriptId: block.scriptId, scriptSrc } } : {})}
        {...(subscribeNewsletter ? { subscribe: subscribeNewsletter } : {})}
      />
    </div>
  );
}
