import { contentPage } from '@/components/content-page';

/** Static: prerendered, or rendered once per locale and kept (lib/http/rendering.ts). */
export const ensureStatic = 'navigation';

const page = contentPage('bigFive', '/big_five', 'big-five', { cta: true });

export const generateMetadata = page.generateMetadata;
export default page.Page;
