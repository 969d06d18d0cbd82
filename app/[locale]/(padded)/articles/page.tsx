import { basicPage } from '@/components/basic-page';

const page = basicPage('articles', '/articles');

export const generateMetadata = page.generateMetadata;
export default page.Page;
