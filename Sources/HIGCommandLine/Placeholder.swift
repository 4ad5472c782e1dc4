import HIGModel
