import { DEFAULT_MAX_TOKENS } from '@/config/order-processing';
import type { RunPayload } from './api';
import type { Briefing } from './briefing';
import { buildPrompt } from './prompt';
import type { GeneratedType } from '@/domain/orders';
import type { CatalogueService } from './types';

/** The briefing becomes the prompt and the service's context the system context (docs/product/services.md#prompt). */
export function runPayload(service: CatalogueService, type: GeneratedType, briefing: Briefing, language: string): RunPayload {
  return {
    prompt: buildPrompt(service.name, type, briefing, language),
    service_name: service.name,
    service_type: type,
    system_context: service.context,
    max_tokens: DEFAULT_MAX_TOKENS,
  };
}
