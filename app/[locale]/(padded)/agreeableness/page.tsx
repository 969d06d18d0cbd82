import { basicPage } from '@/components/basic-page';

const page = basicPage('agreeableness', '/agreeableness');

export const generateMetadata = page.generateMetadata;
export default page.Page;
