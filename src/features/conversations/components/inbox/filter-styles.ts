/** A filter button that currently narrows the view. */
export const ACTIVE_FILTER = 'border-indigo-200 bg-indigo-50 text-indigo-700 hover:bg-indigo-100';
