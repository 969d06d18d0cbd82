import { basicPage } from '@/components/basic-page';

const page = basicPage('neuroticism', '/neuroticism');

export const generateMetadata = page.generateMetadata;
export default page.Page;
