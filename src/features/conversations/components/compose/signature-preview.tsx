import type { Channel } from '#contract/channels';
import { fillSignature } from '#contract/signature';
import type { TemplateValues } from '#contract/template-variables';

/**
 * The channel's signature as it will end the message: the server appends it when it builds the message for
 * sending (once, so it is never part of what the agent writes); here the agent sees it filled, under the editor.
 */
export function SignaturePreview({ channel, values }: { channel: Channel | undefined; values: TemplateValues }) {
  const filled = channel ? fillSignature(channel.signature, values) : '';
  if (!channel || !filled) return null;
  return (
    <section aria-label="Signature" className="rounded-md border border-dashed border-slate-200 px-3 py-2 text-xs text-slate-500">
      <p>Added when sent, from {channel.name}:</p>
      <p className="mt-1 whitespace-pre-line text-slate-700">{filled}</p>
    </section>
  );
}
