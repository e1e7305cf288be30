/**
 * JSON text the database wrote in the shape `T` (see conversation-view.ts), passed on without being parsed and
 * written again. The brand keeps the shape it promises beside the string.
 */
export type JsonText<T> = string & { readonly __shape?: T };
