import { z } from 'zod';
import { DateTimeSchema, IdSchema, pageCursor, queryInt } from './common.ts';
import { ComposeAttachmentSchema } from './compose.ts';

// The help center's articles and categories (docs/api.md "Knowledge site"): written through the API and the
// dashboard, served as the organization's public site.

export const ARTICLE_TITLE_MAX = 200;
/** Characters of an article's HTML body as sent (before the server sanitizes it). */
export const ARTICLE_BODY_MAX = 200_000;
export const ARTICLE_EXCERPT_MAX = 500;
export const KNOWLEDGE_CATEGORY_NAME_MAX = 100;
export const KNOWLEDGE_CATEGORY_DESCRIPTION_MAX = 1000;
export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/* ---------- categories ---------- */

export const KnowledgeCategorySchema = z
  .object({
    id: IdSchema,
    name: z.string(),
    slug: z.string().meta({ description: 'Made from the name, unique in the organization; the category page is `category/<slug>`.' }),
    description: z.string(),
    sort: z.number().int().nonnegative().meta({ description: 'Position among the categories, from 0.' }),
    articles: z.number().int().nonnegative().meta({ description: 'How many articles it holds, drafts included.' }),
    published_articles: z.number().int().nonnegative(),
    created: DateTimeSchema,
    updated: DateTimeSchema,
  })
  .meta({ id: 'KnowledgeCategory' });
export type KnowledgeCategory = z.infer<typeof KnowledgeCategorySchema>;

export const KnowledgeCategoryListSchema = z.object({ data: z.array(KnowledgeCategorySchema) }).meta({ id: 'KnowledgeCategoryList' });

const categoryName = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name must not be empty')
  .max(KNOWLEDGE_CATEGORY_NAME_MAX, `name must be at most ${KNOWLEDGE_CATEGORY_NAME_MAX} characters`);
const categoryDescription = z
  .string({ error: 'description must be a string' })
  .trim()
  .max(KNOWLEDGE_CATEGORY_DESCRIPTION_MAX, `description must be at most ${KNOWLEDGE_CATEGORY_DESCRIPTION_MAX} characters`);
const sort = z
  .number({ error: 'sort must be a position: an integer from 0' })
  .int('sort must be a position: an integer from 0')
  .min(0, 'sort must be a position: an integer from 0')
  .max(10_000, 'sort must be at most 10000');

export const CreateKnowledgeCategoryBodySchema = z
  .object({
    name: categoryName,
    description: categoryDescription.optional(),
    sort: sort.optional().meta({ description: 'Where among the categories; at the end by default.' }),
  })
  .meta({ id: 'CreateKnowledgeCategory' });
export type CreateKnowledgeCategoryBody = z.input<typeof CreateKnowledgeCategoryBodySchema>;

export const UpdateKnowledgeCategoryBodySchema = z
  .object({ name: categoryName.optional(), description: categoryDescription.optional(), sort: sort.optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change: give name, description or sort' })
  .meta({ id: 'UpdateKnowledgeCategory' });
export type UpdateKnowledgeCategoryBody = z.input<typeof UpdateKnowledgeCategoryBodySchema>;

export const DeletedKnowledgeCategorySchema = z
  .object({ id: IdSchema, articles_moved: z.number().int().nonnegative().meta({ description: 'Articles now in no category.' }) })
  .meta({ id: 'DeletedKnowledgeCategory' });

/* ---------- articles ---------- */

export const ArticleAuthorSchema = z.object({ id: IdSchema, name: z.string(), email: z.string() }).meta({ id: 'ArticleAuthor' });

export const ArticleSchema = z
  .object({
    id: IdSchema,
    title: z.string(),
    slug: z.string().meta({ description: 'Made from the title, unique in the organization; earlier slugs redirect (301) to it.' }),
    body: z.string().meta({ description: 'HTML, as the server sanitized it.' }),
    excerpt: z.string().meta({ description: 'The one given, or the start of the body as text.' }),
    category_id: IdSchema.nullable(),
    status: z.enum(ARTICLE_STATUSES),
    published_at: DateTimeSchema.nullable().meta({ description: 'When it was last published; null for a draft.' }),
    created: DateTimeSchema,
    updated: DateTimeSchema,
    author: ArticleAuthorSchema.nullable().meta({ description: 'The agent who wrote it; null when an API key did.' }),
    views: z.number().int().nonnegative(),
    helpful: z.number().int().nonnegative(),
    not_helpful: z.number().int().nonnegative(),
    url: z.string().nullable().meta({ description: 'Its page on the public site; null while it is a draft.' }),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof ArticleSchema>;

export const ArticlePageSchema = z
  .object({ data: z.array(ArticleSchema), cursor: z.string().nullable() })
  .meta({ id: 'ArticlePage', description: 'Last updated first. cursor is null on the last page.' });
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

const title = z
  .string({ error: 'title is required' })
  .trim()
  .min(1, 'title must not be empty')
  .max(ARTICLE_TITLE_MAX, `title must be at most ${ARTICLE_TITLE_MAX} characters`);
const body = z
  .string({ error: 'body must be a string of HTML' })
  .max(ARTICLE_BODY_MAX, `body must be at most ${ARTICLE_BODY_MAX} characters`);
const excerpt = z
  .string({ error: 'excerpt must be a string or null' })
  .trim()
  .max(ARTICLE_EXCERPT_MAX, `excerpt must be at most ${ARTICLE_EXCERPT_MAX} characters`)
  .nullable()
  // An empty excerpt is none: the start of the body stands in.
  .transform((s) => (s ? s : null));
const CATEGORY_ID_MESSAGE = 'category_id must be a category id or null';
const categoryId = z
  .number({ error: CATEGORY_ID_MESSAGE })
  .int(CATEGORY_ID_MESSAGE)
  .positive(CATEGORY_ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, CATEGORY_ID_MESSAGE)
  .nullable()
  .meta({ description: 'null: in no category.' });
const status = z.enum(ARTICLE_STATUSES, { error: `status must be one of ${ARTICLE_STATUSES.join(', ')}` });

export const CreateArticleBodySchema = z
  .object({
    title,
    body: body.optional().meta({ description: 'HTML; sanitized with an allow-list. Empty by default.' }),
    excerpt: excerpt.optional(),
    category_id: categoryId.optional(),
    status: status.optional().meta({ description: 'draft (the default) or published.' }),
  })
  .meta({ id: 'CreateArticle' });
export type CreateArticleBody = z.input<typeof CreateArticleBodySchema>;
export type CreateArticleInput = z.output<typeof CreateArticleBodySchema>;

/** Every field optional; at least one. A new title makes a new slug; the old one redirects. */
export const UpdateArticleBodySchema = z
  .object({
    title: title.optional(),
    body: body.optional(),
    excerpt: excerpt.optional(),
    category_id: categoryId.optional(),
    status: status.optional().meta({ description: 'published publishes (or republishes) it, draft unpublishes it.' }),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'nothing to change: give title, body, excerpt, category_id or status' })
  .meta({ id: 'UpdateArticle' });
export type UpdateArticleBody = z.input<typeof UpdateArticleBodySchema>;
export type UpdateArticleInput = z.output<typeof UpdateArticleBodySchema>;

export const ListArticlesQuerySchema = z.object({
  status: status.optional().meta({ description: 'Only drafts, or only published articles.' }),
  category_id: z
    .string()
    .regex(/^(none|[1-9][0-9]{0,14})$/, 'category_id must be a category id, or none for the articles in no category')
    .optional()
    .meta({ description: 'A category id, or `none`.' }),
  q: z
    .string()
    .trim()
    .max(200, 'q must be at most 200 characters')
    .optional()
    .meta({ description: 'Words the title or the text holds (each of them, any case).' }),
  limit: queryInt('limit', 1, 100, 25),
  cursor: pageCursor('filters'),
});
export type ListArticlesQuery = z.output<typeof ListArticlesQuerySchema>;

export const DeletedArticleSchema = z.object({ id: IdSchema, deleted: z.literal(true) }).meta({ id: 'DeletedArticle' });

/* ---------- the site ---------- */

export const KnowledgeSiteSchema = z
  .object({
    url: z.string().meta({ description: 'Where the site is: the verified domain, else PUBLIC_URL/help/<organization slug>/.' }),
    path_url: z.string().meta({ description: 'PUBLIC_URL/help/<organization slug>/: works before any DNS, and after.' }),
    domain: z.string().nullable(),
    domain_status: z.enum(['none', 'unchecked', 'verified', 'pending', 'misconfigured']),
    published_articles: z.number().int().nonnegative(),
    contact_channel_id: IdSchema.nullable().meta({
      description: "The channel chosen for the contact form's conversations; null: the organization's first active channel.",
    }),
    contact_channel: z
      .object({ id: IdSchema, name: z.string(), email: z.string() })
      .nullable()
      .meta({
        description:
          'Where the contact form\'s messages go now: the chosen channel while it is active, else the first active one; null when there is none (the site then offers no form).',
      }),
  })
  .meta({ id: 'KnowledgeSite' });
export type KnowledgeSite = z.infer<typeof KnowledgeSiteSchema>;

export const UpdateKnowledgeSiteBodySchema = z
  .object({
    contact_channel_id: z
      .number({ error: (issue) => (issue.input === undefined ? 'contact_channel_id is required' : 'contact_channel_id must be a channel id or null') })
      .int('contact_channel_id must be a channel id or null')
      .positive('contact_channel_id must be a channel id or null')
      .max(Number.MAX_SAFE_INTEGER, 'contact_channel_id must be a channel id or null')
      .nullable()
      .meta({ description: "The channel the contact form opens conversations on; null: the organization's first active channel.", example: 1 }),
  })
  .meta({ id: 'UpdateKnowledgeSite' });
export type UpdateKnowledgeSiteBody = z.infer<typeof UpdateKnowledgeSiteBodySchema>;

/* ---------- images ---------- */

export const KNOWLEDGE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

export const UploadKnowledgeImageBodySchema = ComposeAttachmentSchema.pick({ name: true, content: true }).meta({
  id: 'KnowledgeImageUpload',
  description: 'An image for help articles, as an attachment is sent: its file name and its bytes in base64 (at most 5 MB once decoded).',
});
export type UploadKnowledgeImageBody = z.infer<typeof UploadKnowledgeImageBodySchema>;

export const KnowledgeImageSchema = z
  .object({
    id: IdSchema,
    url: z.string().meta({ description: "Its address on the help site, for an article's <img src>; cached by browsers for a year." }),
    name: z.string(),
    content_type: z.enum(KNOWLEDGE_IMAGE_TYPES).meta({ description: 'Read from the bytes, whatever the file name says.' }),
    size: z.number().int().nonnegative(),
    created: DateTimeSchema,
  })
  .meta({ id: 'KnowledgeImage' });
export type KnowledgeImage = z.infer<typeof KnowledgeImageSchema>;

export const DeletedKnowledgeImageSchema = z.object({ id: IdSchema, deleted: z.literal(true) }).meta({ id: 'DeletedKnowledgeImage' });
