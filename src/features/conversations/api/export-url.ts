import { apiUrl } from '../../../lib/api-client';

/** The PDF export: a plain link (the session cookie authenticates it), served as a download. */
export function conversationExportUrl(id: number): string {
  return apiUrl(`/conversations/${id}/export`);
}
