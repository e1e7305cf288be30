import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import {
  clearKnowledgeDomainHandler,
  getKnowledgeDomainHandler,
  setKnowledgeDomainHandler,
  verifyKnowledgeDomainHandler,
} from './knowledge.handlers.ts';
import { clearKnowledgeDomainRoute, getKnowledgeDomainRoute, setKnowledgeDomainRoute, verifyKnowledgeDomainRoute } from './knowledge.routes.ts';

export function knowledgeRouter(deps: ApiDeps) {
  return createRouter()
    .openapi(getKnowledgeDomainRoute, getKnowledgeDomainHandler(deps))
    .openapi(setKnowledgeDomainRoute, setKnowledgeDomainHandler(deps))
    .openapi(clearKnowledgeDomainRoute, clearKnowledgeDomainHandler(deps))
    .openapi(verifyKnowledgeDomainRoute, verifyKnowledgeDomainHandler(deps));
}
