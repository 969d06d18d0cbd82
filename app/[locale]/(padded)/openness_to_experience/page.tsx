import { basicPage } from '@/components/basic-page';

const page = basicPage('openness', '/openness_to_experience');

export const generateMetadata = page.generateMetadata;
export default page.Page;
