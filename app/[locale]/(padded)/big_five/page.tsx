import { contentPage } from '@/components/content-page';

const page = contentPage('bigFive', '/big_five', 'big-five', { cta: true });

export const generateMetadata = page.generateMetadata;
export default page.Page;
