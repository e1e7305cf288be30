import { z } from '@hono/zod-openapi';
import { PathIdSchema } from '#contract/common';
import {
  ArticlePageSchema,
  ArticleSchema,
  CreateArticleBodySchema,
  CreateKnowledgeCategoryBodySchema,
  DeletedArticleSchema,
  DeletedKnowledgeCategorySchema,
  KnowledgeCategoryListSchema,
  KnowledgeCategorySchema,
  KnowledgeSiteSchema,
  ListArticlesQuerySchema,
  UpdateArticleBodySchema,
  UpdateKnowledgeCategoryBodySchema,
  UpdateKnowledgeSiteBodySchema,
  UploadKnowledgeImageBodySchema,
  KnowledgeImageSchema,
  DeletedKnowledgeImageSchema,
} from '#contract/knowledge-articles';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

const json = <T>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const articleParams = z.object({ id: PathIdSchema.meta({ description: 'The article id.' }) });
const categoryParams = z.object({ id: PathIdSchema.meta({ description: 'The category id.' }) });
const forbidden = { 403: errorResponse('A signed-in agent who is not an owner or admin.') };
const articleNotFound = { 404: errorResponse('No such article in this organization.') };
const categoryNotFound = { 404: errorResponse('No such category in this organization.') };
const tags: ['Knowledge site'] = ['Knowledge site'];

export const listKnowledgeCategoriesRoute = declareRoute({
  operationId: 'listKnowledgeCategories',
  method: 'get',
  path: '/knowledge/categories',
  tags,
  summary: "List the help center's categories",
  description: 'In their order (sort), each with how many articles it holds.',
  responses: { 200: jsonContent(KnowledgeCategoryListSchema, 'The categories.'), ...unauthorized },
});

export const createKnowledgeCategoryRoute = declareRoute({
  operationId: 'createKnowledgeCategory',
  method: 'post',
  path: '/knowledge/categories',
  tags,
  summary: 'Create a help center category',
  description: 'Its slug is made from the name, unique in the organization. For API keys and signed-in owners and admins.',
  request: { body: json(CreateKnowledgeCategoryBodySchema) },
  responses: {
    201: jsonContent(KnowledgeCategorySchema, 'The category.'),
    ...badRequest('A field is missing or invalid; the message names it.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const updateKnowledgeCategoryRoute = declareRoute({
  operationId: 'updateKnowledgeCategory',
  method: 'patch',
  path: '/knowledge/categories/{id}',
  tags,
  summary: 'Rename, describe or move a help center category',
  description: 'A new name makes a new slug; the old one redirects (301) on the site. `sort` moves it among the others.',
  request: { params: categoryParams, body: json(UpdateKnowledgeCategoryBodySchema) },
  responses: {
    200: jsonContent(KnowledgeCategorySchema, 'The category.'),
    ...badRequest('A field is invalid, or nothing to change.'),
    ...unauthorized,
    ...forbidden,
    ...categoryNotFound,
  },
});

export const deleteKnowledgeCategoryRoute = declareRoute({
  operationId: 'deleteKnowledgeCategory',
  method: 'delete',
  path: '/knowledge/categories/{id}',
  tags,
  summary: 'Delete a help center category',
  description: 'Its articles stay, in no category; none is deleted.',
  request: { params: categoryParams },
  responses: {
    200: jsonContent(DeletedKnowledgeCategorySchema, 'What was deleted, and how many articles it held.'),
    ...badRequest('An invalid id.'),
    ...unauthorized,
    ...forbidden,
    ...categoryNotFound,
  },
});

export const listArticlesRoute = declareRoute({
  operationId: 'listArticles',
  method: 'get',
  path: '/knowledge/articles',
  tags,
  summary: "List the help center's articles",
  description: 'Last updated first, in cursor pages; by status, category (or `none`) and words of the title or text.',
  request: { query: ListArticlesQuerySchema },
  responses: {
    200: jsonContent(ArticlePageSchema, 'A page of articles.'),
    ...badRequest('An invalid filter, limit or cursor.'),
    ...unauthorized,
  },
});

export const createArticleRoute = declareRoute({
  operationId: 'createArticle',
  method: 'post',
  path: '/knowledge/articles',
  tags,
  summary: 'Write a help center article',
  description:
    'A draft unless `status` is published. The HTML body (up to 200,000 characters) is sanitized with an allow-list: no ' +
    'script, style, event handler, form, frame or embedded object, links only to http(s), mailto and tel. The slug is ' +
    'made from the title, unique in the organization. For API keys and signed-in owners and admins.',
  request: { body: json(CreateArticleBodySchema) },
  responses: {
    201: jsonContent(ArticleSchema, 'The article, as it is stored.'),
    ...badRequest('A field is missing or invalid, or the category does not exist; the message names it.'),
    ...unauthorized,
    ...forbidden,
  },
});

export const getArticleRoute = declareRoute({
  operationId: 'getArticle',
  method: 'get',
  path: '/knowledge/articles/{id}',
  tags,
  summary: 'Read a help center article',
  description: 'With its sanitized HTML body, its counts of views and votes, and its public `url` once published.',
  request: { params: articleParams },
  responses: {
    200: jsonContent(ArticleSchema, 'The article.'),
    ...badRequest('An invalid id.'),
    ...unauthorized,
    ...articleNotFound,
  },
});

export const updateArticleRoute = declareRoute({
  operationId: 'updateArticle',
  method: 'patch',
  path: '/knowledge/articles/{id}',
  tags,
  summary: 'Edit, publish or unpublish a help center article',
  description: 'A new title makes a new slug; the old one keeps redirecting (301). `status: published` publishes, `draft` unpublishes.',
  request: { params: articleParams, body: json(UpdateArticleBodySchema) },
  responses: {
    200: jsonContent(ArticleSchema, 'The article, as it is stored.'),
    ...badRequest('A field is invalid, the category does not exist, or nothing to change.'),
    ...unauthorized,
    ...forbidden,
    ...articleNotFound,
  },
});

export const deleteArticleRoute = declareRoute({
  operationId: 'deleteArticle',
  method: 'delete',
  path: '/knowledge/articles/{id}',
  tags,
  summary: 'Delete a help center article',
  description: 'Its page and its earlier slugs answer 404 from now on.',
  request: { params: articleParams },
  responses: {
    200: jsonContent(DeletedArticleSchema, 'The article is deleted.'),
    ...badRequest('An invalid id.'),
    ...unauthorized,
    ...forbidden,
    ...articleNotFound,
  },
});

export const getKnowledgeSiteRoute = declareRoute({
  operationId: 'getKnowledgeSite',
  method: 'get',
  path: '/knowledge/site',
  tags,
  summary: 'Where the help site is',
  description:
    '`url` is the verified domain (`https://DOMAIN/`, or `http://` where the server itself is on http) once ' +
    '`GET /knowledge/verify` found it verified, otherwise `path_url`: PUBLIC_URL/help/<organization slug>/, which always works.',
  responses: { 200: jsonContent(KnowledgeSiteSchema, 'The site.'), ...unauthorized },
});

export const updateKnowledgeSiteRoute = declareRoute({
  operationId: 'updateKnowledgeSite',
  method: 'patch',
  path: '/knowledge/site',
  tags,
  summary: "Choose the contact form's channel",
  description:
    'The channel on which the site\'s "Still need help?" form opens conversations (an active channel of the organization), ' +
    'or null for the first active channel. A `knowledge_site.updated` event when it changed.',
  request: { body: json(UpdateKnowledgeSiteBodySchema) },
  responses: {
    200: jsonContent(KnowledgeSiteSchema, 'The site, with the channel now used.'),
    ...badRequest('Not a channel of this organization, a disabled one, or an invalid body.'),
    ...unauthorized,
    ...forbidden,
  },
});

const imageParams = z.object({ id: PathIdSchema.meta({ description: 'The image id.' }) });

export const uploadKnowledgeImageRoute = declareRoute({
  operationId: 'uploadKnowledgeImage',
  method: 'post',
  path: '/knowledge/images',
  tags,
  summary: 'Upload an image for articles',
  description:
    'As an attachment is sent (base64, at most 5 MB once decoded). Its type is read from its bytes: PNG, JPEG, GIF or WebP ' +
    '(415 otherwise; an SVG can carry script). The answer has the image\'s `url` on the help site, served with a year\'s cache, ' +
    "to use in an article's `<img src>`. For API keys and signed-in owners and admins.",
  request: { body: json(UploadKnowledgeImageBodySchema) },
  responses: {
    201: jsonContent(KnowledgeImageSchema, 'The stored image.'),
    ...badRequest('A field is missing, not base64, or larger than 5 MB.'),
    ...unauthorized,
    ...forbidden,
    415: errorResponse('The bytes are not a PNG, JPEG, GIF or WebP image.'),
  },
});

export const deleteKnowledgeImageRoute = declareRoute({
  operationId: 'deleteKnowledgeImage',
  method: 'delete',
  path: '/knowledge/images/{id}',
  tags,
  summary: 'Delete an image',
  description: 'Its address answers 404 from then on; an article that shows it shows its alt text.',
  request: { params: imageParams },
  responses: {
    200: jsonContent(DeletedKnowledgeImageSchema, 'Deleted.'),
    ...badRequest('An invalid id.'),
    ...unauthorized,
    ...forbidden,
    404: errorResponse('No such image in this organization.'),
  },
});
