import { basicPage } from '@/components/basic-page';

const page = basicPage('privacy', '/privacy');

export const generateMetadata = page.generateMetadata;
export default page.Page;
