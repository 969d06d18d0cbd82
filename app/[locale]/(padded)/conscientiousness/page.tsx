import { basicPage } from '@/components/basic-page';

const page = basicPage('conscientiousness', '/conscientiousness');

export const generateMetadata = page.generateMetadata;
export default page.Page;
