import { traitPage } from '@/components/trait-page';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

const page = traitPage('openness');

export const generateMetadata = page.generateMetadata;
export default page.Page;
