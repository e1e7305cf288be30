import { useQuery, useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, FileText, Plus, Search, ThumbsDown, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Article } from '#contract/knowledge-articles';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input, fieldClass } from '../../../components/ui/input';
import { EmptyState } from '../../../components/ui/state-panel';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { channelsQueryOptions } from '../../channels/api/get-channels';
import { siteQueryOptions } from '../api/get-site';
import { articlesQueryOptions } from '../api/list-articles';
import { categoriesQueryOptions } from '../api/list-categories';
import { useSetContactChannel } from '../api/set-contact-channel';
import { NEW_ARTICLE, toArticleFilters, type HelpCenterSearch } from '../help-center-search';
import { ArticleEditor } from './article-editor';
import { CategoriesPanel } from './categories-panel';

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Settings › Help center: where the site is, its categories, its articles with their readers' votes, the editor. */
export function HelpCenterPage({ search, onSearch }: { search: HelpCenterSearch; onSearch: (change: Partial<HelpCenterSearch>, opts?: { replace?: boolean }) => void }) {
  const toast = useToast();
  return (
    <div className="space-y-5">
      <SiteBar />
      <div className="grid gap-5 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <CategoriesPanel selected={search.in} onSelect={(category) => onSearch({ in: category })} />
        <ArticlesSection search={search} onSearch={onSearch} />
      </div>
      {search.edit !== undefined && (
        <ArticleEditor
          id={search.edit}
          onClose={() => onSearch({ edit: undefined })}
          onSaved={(article) => {
            toast.show({ title: article.status === 'published' ? `“${article.title}” is published` : `“${article.title}” is saved as a draft`, tone: 'success' });
            if (search.edit === NEW_ARTICLE) onSearch({ edit: article.id }, { replace: true });
          }}
        />
      )}
    </div>
  );
}

/** The site's address, how many articles it shows, and where its contact form's messages go. */
function SiteBar() {
  const { data: site } = useSuspenseQuery(siteQueryOptions());
  const channels = useQuery(channelsQueryOptions());
  const setChannel = useSetContactChannel();
  const active = (channels.data ?? []).filter((c) => c.active);
  return (
    <section aria-label="Your help site" className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <p className="min-w-0">
        <span className="text-slate-600">Your help site: </span>
        <a href={site.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-medium break-all text-indigo-700 hover:underline">
          {site.url} <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
        </a>
        <span className="text-slate-600">
          {' '}
          · {site.published_articles} published {site.published_articles === 1 ? 'article' : 'articles'}
        </span>
        {site.domain_status !== 'verified' && (
          <span className="text-slate-600">
            {' '}
            ·{' '}
            <Link to="/settings/knowledge" className="font-medium text-indigo-700 hover:underline">
              use your own domain
            </Link>
          </span>
        )}
      </p>
      <div className="flex items-center gap-2">
        <label htmlFor="contact-channel" className="text-slate-600">
          Contact form sends to
        </label>
        <select
          id="contact-channel"
          value={site.contact_channel_id === null ? '' : String(site.contact_channel_id)}
          disabled={setChannel.isPending || !channels.data}
          onChange={(e) => setChannel.mutate(e.target.value ? Number(e.target.value) : null)}
          className={cn(fieldClass, 'h-8 w-auto py-0')}
        >
          <option value="">{site.contact_channel && site.contact_channel_id === null ? `The first mailbox (${site.contact_channel.email})` : 'The first mailbox'}</option>
          {active.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name} ({c.email})
            </option>
          ))}
        </select>
        {!site.contact_channel && <span className="text-amber-800">No active mailbox: the site offers no contact form.</span>}
        {setChannel.isError && (
          <span role="alert" className="font-medium text-red-700">
            {setChannel.error.message}
          </span>
        )}
      </div>
    </section>
  );
}

function ArticlesSection({ search, onSearch }: { search: HelpCenterSearch; onSearch: (change: Partial<HelpCenterSearch>, opts?: { replace?: boolean }) => void }) {
  const filters = toArticleFilters(search);
  const articles = useSuspenseInfiniteQuery(articlesQueryOptions(filters));
  const { data: categories } = useSuspenseQuery(categoriesQueryOptions());
  const rows = articles.data.pages.flatMap((p) => p.data);
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  // The search box types freely; the address follows after a pause.
  const [query, setQuery] = useState(search.q ?? '');
  useEffect(() => {
    const handle = setTimeout(() => {
      if ((search.q ?? '') !== query.trim()) onSearch({ q: query.trim() || undefined }, { replace: true });
    }, 300);
    return () => clearTimeout(handle);
  });
  const filtered = Boolean(search.status || search.in !== undefined || search.q);
  return (
    <section aria-labelledby="help-articles" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="help-articles" className="mr-auto text-base font-semibold text-slate-900">
          Articles
        </h2>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" />
          <label htmlFor="help-article-search" className="sr-only">
            Search the articles
          </label>
          <Input id="help-article-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search titles and text" className="w-56 pl-8" />
        </div>
        <label htmlFor="help-article-status" className="sr-only">
          Status
        </label>
        <select
          id="help-article-status"
          value={search.status ?? ''}
          onChange={(e) => onSearch({ status: (e.target.value || undefined) as HelpCenterSearch['status'] })}
          className={cn(fieldClass, 'h-9 w-auto')}
        >
          <option value="">Drafts and published</option>
          <option value="published">Published</option>
          <option value="draft">Drafts</option>
        </select>
        <Button variant="primary" onClick={() => onSearch({ edit: NEW_ARTICLE })}>
          <Plus aria-hidden="true" className="size-4" /> New article
        </Button>
      </div>
      {rows.length === 0 ? (
        <EmptyState icon={<FileText aria-hidden="true" className="size-6" />} title={filtered ? 'No article matches' : 'No articles yet'}>
          {filtered ? 'Try other filters or words.' : 'Write the answers your customers ask for most; published articles also feed the AI answers.'}
        </EmptyState>
      ) : (
        <Table caption="Help center articles, last updated first">
          <TableHead>
            <Th>Article</Th>
            <Th className="w-28">Status</Th>
            <Th className="hidden w-20 text-right md:table-cell">Views</Th>
            <Th className="hidden w-28 md:table-cell">Helpful</Th>
            <Th className="hidden w-32 xl:table-cell">Updated</Th>
          </TableHead>
          <TableBody>
            {rows.map((article) => (
              <ArticleRow key={article.id} article={article} category={article.category_id === null ? undefined : categoryName.get(article.category_id)} onOpen={() => onSearch({ edit: article.id })} />
            ))}
          </TableBody>
        </Table>
      )}
      {articles.hasNextPage && (
        <div className="flex justify-center">
          <Button onClick={() => void articles.fetchNextPage()} disabled={articles.isFetchingNextPage}>
            {articles.isFetchingNextPage ? 'Loading…' : 'Show more articles'}
          </Button>
        </div>
      )}
    </section>
  );
}

function ArticleRow({ article, category, onOpen }: { article: Article; category: string | undefined; onOpen: () => void }) {
  const votes = article.helpful + article.not_helpful;
  // Readers who said no to more than a third of at least five votes: the article fails them.
  const failing = votes >= 5 && article.not_helpful / votes > 1 / 3;
  return (
    <Tr>
      <RowHeader className="align-top">
        <button type="button" onClick={onOpen} className="text-left font-medium text-slate-900 hover:text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
          {article.title}
        </button>
        <span className="block text-xs text-slate-500">{category ?? 'No category'}</span>
      </RowHeader>
      <Td className="align-top">
        <Badge tone={article.status === 'published' ? 'emerald' : 'slate'}>{article.status === 'published' ? 'Published' : 'Draft'}</Badge>
      </Td>
      <Td className="hidden text-right align-top tabular-nums md:table-cell">{article.views.toLocaleString()}</Td>
      <Td className="hidden align-top md:table-cell">
        <span className={cn('inline-flex items-center gap-2 text-xs tabular-nums', failing ? 'font-medium text-red-700' : 'text-slate-600')} title={failing ? 'Many readers say it did not help' : undefined}>
          <span className="inline-flex items-center gap-0.5">
            <ThumbsUp aria-hidden="true" className="size-3.5" />
            <span className="sr-only">helpful:</span> {article.helpful}
          </span>
          <span className="inline-flex items-center gap-0.5">
            <ThumbsDown aria-hidden="true" className="size-3.5" />
            <span className="sr-only">not helpful:</span> {article.not_helpful}
          </span>
        </span>
      </Td>
      <Td className="hidden align-top whitespace-nowrap text-slate-600 xl:table-cell">{DATE.format(new Date(article.updated))}</Td>
    </Tr>
  );
}
