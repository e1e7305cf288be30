// Looks shared by the header's controls. Menus come from components/ui/dropdown-menu; Radix sub-menus
// (Snooze ▸) are not wrapped there, so their content and trigger borrow the same look here.
export const subMenuContentClass =
  'z-50 min-w-48 rounded-lg border border-slate-200 bg-white p-1 text-sm text-slate-800 shadow-lg shadow-slate-900/10 outline-none';
export const menuItemClass =
  'relative flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 outline-none select-none data-[disabled]:text-slate-400 data-[highlighted]:bg-slate-100';
export const pillButtonClass =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-800 shadow-xs ' +
  'hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100';
