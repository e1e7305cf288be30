import { Braces, ChevronDown } from 'lucide-react';
import { useRef } from 'react';
import { placeholder, TEMPLATE_VARIABLES, type TemplateVariable } from '#contract/template-variables';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';

// Where a value may be missing, the variable comes with words to use instead ("Hi there,").
const FALLBACKS: Partial<Record<TemplateVariable, string>> = { 'contact.first_name': 'there', 'contact.name': 'there' };

/** The variable as inserted: `{{contact.first_name | there}}`. */
export const variableText = (name: TemplateVariable) => placeholder(name, FALLBACKS[name]);

/** "Insert variable ▾": the variables a reply or a note may hold, filled when the snippet is used. */
export function VariableMenu({ onInsert, label }: { onInsert: (text: string) => void; label: string }) {
  // After an insertion the focus belongs to the text (its caret after the variable), not to this button.
  const inserted = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={label}
        className="inline-flex h-7 items-center gap-1 rounded-md px-2 text-xs font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 data-[state=open]:bg-slate-100"
      >
        <Braces aria-hidden="true" className="size-3.5" /> Insert variable
        <ChevronDown aria-hidden="true" className="size-3 text-slate-400" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        className="min-w-72"
        onCloseAutoFocus={(event) => {
          if (!inserted.current) return;
          inserted.current = false;
          event.preventDefault();
        }}
      >
        <DropdownMenuLabel>Filled for each conversation</DropdownMenuLabel>
        {TEMPLATE_VARIABLES.map((variable) => (
          <DropdownMenuItem key={variable.name} onSelect={() => {
              inserted.current = true;
              // Once the menu let the focus go, so the text takes it with its caret.
              setTimeout(() => onInsert(variableText(variable.name)));
            }}>
            <span className="flex-1">{variable.label}</span>
            <code className="text-[11px] text-slate-500">{variableText(variable.name)}</code>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
