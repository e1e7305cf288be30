import { z } from 'zod';
import { TagSchema } from '#contract/conversations';
import {
  CreateSlaPolicyBodySchema,
  type CreateSlaPolicyBody,
  type SlaPolicy,
  type UpdateSlaPolicyBody,
  UpdateSlaPolicyBodySchema,
} from '#contract/sla';
import { durationOfMinutes, minutesOfDuration, type DurationInput } from './duration';

// The SLA policy dialog's form: targets typed as hours and minutes, tags as one comma-separated line. What it
// sends is then checked by the contract's own schema (piped), so the dialog refuses what the server would.

export const TARGETS = [
  { name: 'first_response_minutes', label: 'First response', hint: 'From the customer’s first message to the first reply.' },
  { name: 'next_response_minutes', label: 'Next response', hint: 'From each later customer message to the reply to it.' },
  { name: 'resolution_minutes', label: 'Resolution', hint: 'From opening (or reopening) to closing.' },
] as const;
export type TargetName = (typeof TARGETS)[number]['name'];

const durationField = z.object({ hours: z.string(), minutes: z.string() });

const FormShape = z.object({
  name: CreateSlaPolicyBodySchema.shape.name,
  first_response_minutes: durationField,
  next_response_minutes: durationField,
  resolution_minutes: durationField,
  business_hours: z.boolean(),
  conditions: z.object({ channel_ids: z.array(z.number()), tags: z.string() }),
});
export type SlaPolicyFormValues = z.input<typeof FormShape>;

/** The tags of the comma-separated line, as typed (trimmed, empty ones dropped). */
const tagsTyped = (line: string) =>
  line
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** What the form checks before the contract: each target readable, at least one, each tag a tag. */
function checkForm(values: z.output<typeof FormShape>, ctx: z.RefinementCtx) {
  let targets = 0;
  for (const { name } of TARGETS) {
    const minutes = minutesOfDuration(values[name]);
    // At the hours field, so that the form focuses it.
    if (minutes === undefined) ctx.addIssue({ code: 'custom', path: [name, 'hours'], message: 'Enter whole hours and minutes' });
    else if (minutes === 0)
      ctx.addIssue({ code: 'custom', path: [name, 'hours'], message: 'Enter at least 1 minute, or leave both empty for no target' });
    if (minutes !== null) targets += 1;
  }
  if (targets === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['first_response_minutes', 'hours'],
      message: 'Give at least one target: first response, next response or resolution',
    });
  }
  for (const tag of tagsTyped(values.conditions.tags)) {
    const parsed = TagSchema.safeParse(tag);
    if (!parsed.success)
      ctx.addIssue({
        code: 'custom',
        path: ['conditions', 'tags'],
        message: `Tag “${tag}” ${parsed.error.issues[0]?.message ?? 'is not a tag'}`,
      });
  }
}

/** The request body of checked form values: every field, so that an edit also removes a target or a condition. */
export function bodyOfForm(values: z.output<typeof FormShape>) {
  const tags = [...new Set(tagsTyped(values.conditions.tags).map((tag) => tag.toLowerCase()))];
  const { channel_ids } = values.conditions;
  return {
    name: values.name,
    first_response_minutes: minutesOfDuration(values.first_response_minutes) ?? null,
    next_response_minutes: minutesOfDuration(values.next_response_minutes) ?? null,
    resolution_minutes: minutesOfDuration(values.resolution_minutes) ?? null,
    business_hours: values.business_hours,
    // No channel or no tag: the condition is left out (any).
    conditions: { ...(channel_ids.length ? { channel_ids } : {}), ...(tags.length ? { tags } : {}) },
  } satisfies CreateSlaPolicyBody & UpdateSlaPolicyBody;
}

const checkedForm = FormShape.superRefine(checkForm);

/** The form of a new policy: what it sends is checked by the contract's create schema. */
export const createPolicyFormSchema = checkedForm
  .transform((values): CreateSlaPolicyBody => bodyOfForm(values))
  .pipe(CreateSlaPolicyBodySchema);

/** The form of a change: checked by the contract's update schema. */
export const updatePolicyFormSchema = checkedForm
  .transform((values): UpdateSlaPolicyBody => bodyOfForm(values))
  .pipe(UpdateSlaPolicyBodySchema);

/** The form's values for a policy, or for a new one (no targets, around the clock, any conversation). */
export function formOfPolicy(policy: SlaPolicy | null): SlaPolicyFormValues {
  const duration = (minutes: number | null | undefined): DurationInput => durationOfMinutes(minutes ?? null);
  return {
    name: policy?.name ?? '',
    first_response_minutes: duration(policy?.first_response_minutes),
    next_response_minutes: duration(policy?.next_response_minutes),
    resolution_minutes: duration(policy?.resolution_minutes),
    business_hours: policy?.business_hours ?? false,
    conditions: { channel_ids: policy?.conditions.channel_ids ?? [], tags: policy?.conditions.tags?.join(', ') ?? '' },
  };
}
