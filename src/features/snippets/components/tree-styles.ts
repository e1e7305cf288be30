// Looks shared by the category tree and the snippet list: a row link, highlighted when it is the current one
// (the router marks a link to the address shown with aria-current="page").
export const treeLinkClass =
  'min-w-0 items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 ' +
  'aria-[current=page]:bg-indigo-50 aria-[current=page]:font-medium aria-[current=page]:text-indigo-800';

export const iconButtonClass =
  'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 ' +
  'focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-40 data-[state=open]:bg-slate-100';
