import { contentPage } from '@/components/content-page';

const page = contentPage('privacy', '/privacy', 'privacy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
